import string

leet = str.maketrans({"a": "4", "e": "3", "o": "0", "t": "7"})
print("the root of all evil".translate(leet))
strip_punct = str.maketrans("", "", string.punctuation)
print("Hello, world! (It's) a #test...".translate(strip_punct))
rot13 = str.maketrans(string.ascii_lowercase + string.ascii_uppercase,
                      string.ascii_lowercase[13:] + string.ascii_lowercase[:13] +
                      string.ascii_uppercase[13:] + string.ascii_uppercase[:13])
msg = "Recursive Language Models!"
enc = msg.translate(rot13)
print(enc, enc.translate(rot13) == msg)
swap = str.maketrans("()", ")(")
print("f(x) = (a + b)".translate(swap))
print(string.ascii_letters[:5], string.digits, string.hexdigits, repr(string.whitespace))
print(string.capwords("hello   big  world"), "x".translate({ord("x"): None}) == "")
