table = str.maketrans("abc", "xyz")
print("aabbcc".translate(table))
print("hello".translate(str.maketrans("", "", "l")))
