CallsiteSearch.terms("7a", {"zero":[13,4],"zone":[16,4,18,4,34,4],"zonedate":[13,4]});
