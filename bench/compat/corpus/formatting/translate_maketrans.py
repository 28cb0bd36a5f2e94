line = context.splitlines()[3]
print(line)
tbl = str.maketrans({"=": ": ", '"': None})
print(line.translate(tbl))
digits_to_x = str.maketrans("0123456789", "X" * 10)
print(line.translate(digits_to_x))
drop = str.maketrans("", "", "aeiou")
print("refund requested for order".translate(drop))
rot13 = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "nopqrstuvwxyzabcdefghijklmNOPQRSTUVWXYZABCDEFGHIJKLM",
)
enc = "Win A Prize Now".translate(rot13)
print(enc, "->", enc.translate(rot13))
t = str.maketrans("ab", "xy", "c")
print(sorted(t.items()))
print("abcabc".translate(t))
print("hello".translate({ord("l"): "L", ord("o"): "0"}))
try:
    str.maketrans("abc", "xy")
except ValueError as e:
    print(type(e).__name__, e)
