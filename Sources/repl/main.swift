print("repl")
