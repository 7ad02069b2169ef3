CallsiteSearch.terms("7a", {"zero":[17,4,19,4],"zone":[0,4,20,4,24,4,47,4],"zonedate":[17,4],"zones":[10,4]});
