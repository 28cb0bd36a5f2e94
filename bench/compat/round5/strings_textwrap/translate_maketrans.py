table = str.maketrans("aeiou", "43103")
print("leet speak is fun".translate(table))
strip_punct = str.maketrans("", "", ",.!?;:")
print("Hello, world! How are you; fine?".translate(strip_punct))
rot13 = str.maketrans(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
    "NOPQRSTUVWXYZABCDEFGHIJKLMnopqrstuvwxyzabcdefghijklm")
msg = "Why did the chicken cross the road?"
enc = msg.translate(rot13)
print(enc, enc.translate(rot13) == msg)
mapping = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", "'": None})
print("a < b && c > 'd'".translate(mapping))
print(sorted(str.maketrans("ab", "xy").items()))
