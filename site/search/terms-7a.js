CallsiteSearch.terms("7a", {"zero":[13,4],"zone":[16,4,19,4,35,4],"zonedate":[13,4]});
