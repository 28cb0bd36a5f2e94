table = str.maketrans({"a": "4", "e": "3", "o": "0", "!": None})
print("hello world, awesome!".translate(table))
t2 = str.maketrans("abc", "xyz", "!?")
print("aabbcc!? cab?".translate(t2))
import string
strip_punct = str.maketrans("", "", string.punctuation)
s = "Hello, world! It's (really) great; isn't it?"
print(s.translate(strip_punct).lower().split())
print(sorted(t2.items())[:4])
