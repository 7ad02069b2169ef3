CallsiteSearch.terms("39", {"96":[9,4,11,4],"993":[9,4]});
