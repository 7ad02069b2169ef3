CallsiteSearch.terms("7a", {"zero":[13,4,21,4,23,4],"zone":[0,4,10,4,24,4,29,4,30,4,71,4],"zonedate":[21,4],"zones":[10,4]});
