text = "Hello, Wörld! 123 ½ ٣ \t\n Ωmega_x"
cats = {"alpha": 0, "digit": 0, "numeric": 0, "space": 0, "upper": 0, "punct": 0, "other": 0}
for ch in text:
    if ch.isalpha():
        cats["alpha"] += 1
        if ch.isupper():
            cats["upper"] += 1
    elif ch.isdigit():
        cats["digit"] += 1
    elif ch.isnumeric():
        cats["numeric"] += 1
    elif ch.isspace():
        cats["space"] += 1
    elif ch in ",.!?;:_-":
        cats["punct"] += 1
    else:
        cats["other"] += 1
print(cats)
print([ord(c) for c in "Aö½"], chr(937), chr(0x1F600) == "😀")
print("٣".isdigit(), "½".isdigit(), "½".isnumeric(), "3".isdecimal(), "²".isdigit(), "²".isdecimal())
print("abc_1".isidentifier(), "1abc".isidentifier(), "Ωmega".isascii(), "abc".isascii(), "\x7f".isprintable())
