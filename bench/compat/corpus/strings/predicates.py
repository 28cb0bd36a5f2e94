for w in ["123", "abc", "a1", " ", "ABC", "abc", "", "1.5", "Hello"]:
    print(repr(w), w.isdigit(), w.isalpha(), w.isalnum(), w.isspace(), w.isupper(), w.islower())
