CallsiteSearch.terms("78", {"xcode":[1,4,13,4,28,4]});
