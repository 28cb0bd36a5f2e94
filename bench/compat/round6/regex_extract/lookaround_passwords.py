import re

rules = [
    (r"^.{10,}$", "at least 10 chars"),
    (r"(?=.*[a-z])", "a lowercase letter"),
    (r"(?=.*[A-Z])", "an uppercase letter"),
    (r"(?=.*\d)", "a digit"),
    (r"(?=.*[^\w\s])", "a symbol"),
    (r"^(?!.*(.)\1\1)", "no char repeated 3 times in a row"),
]
for pw in ["short1A!", "longenoughpassword", "Str0ng!Passw0rd", "aaaBBB111!!!", "Tr1cky  Space#"]:
    missing = [desc for pat, desc in rules if not re.search(pat, pw)]
    print(f"{pw!r:<22} {'OK' if not missing else 'needs ' + ', '.join(missing)}")
text = "price: 100USD, 250 EUR, 75USD, USD 30"
print(re.findall(r"\d+(?=USD)", text), re.findall(r"(?<=USD )\d+", text), re.findall(r"\b\d+\b(?!USD)", text))
print(re.split(r"(?<=,)\s*", text))
