CallsiteSearch.terms("39", {"96":[9,4]});
