CallsiteSearch.terms("7a", {"zero":[13,4],"zone":[0,4,13,4,17,4]});
