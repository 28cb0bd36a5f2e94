import string
print(string.ascii_lowercase, string.digits, string.punctuation)
print(len(string.ascii_letters), string.ascii_uppercase[:5])
print("".join(c for c in "a1!b2?" if c in string.ascii_letters))
