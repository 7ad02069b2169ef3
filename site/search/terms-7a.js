CallsiteSearch.terms("7a", {"zero":[13,4,17,4,19,4],"zone":[0,4,20,4,25,4,26,4,65,4],"zonedate":[17,4],"zones":[10,4]});
