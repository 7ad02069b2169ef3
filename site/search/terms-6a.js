CallsiteSearch.terms("6a", {"java":[15,4],"javascript":[15,4],"job":[7,4],"joins":[0,4],"journals":[10,4],"json":[0,4,1,4,2,4,3,4,8,4,9,4,10,6,11,4,12,4,13,4,14,4,15,4],"jsonencoder":[8,4,12,4]});
