CallsiteSearch.terms("7a", {"zero":[16,4],"zone":[0,4,19,4,22,4,43,4],"zonedate":[16,4]});
