raw_lines = context.splitlines()
cleaned = []
for line in raw_lines:
    line = line.strip()
    if not line or line.upper().startswith("NOTE"):
        continue
    msg = line[line.index('msg="') + 5:].rstrip('"')
    words = msg.split()
    digits = "".join(filter(str.isdigit, msg))
    cleaned.append({
        "title": msg.title(),
        "caps": msg.upper().replace(" ", "_"),
        "first": words[0].capitalize(),
        "digits": digits.zfill(6),
        "short": (msg[:18] + "...") if len(msg) > 21 else msg.ljust(21, "."),
    })

for c in cleaned[:5]:
    print(" | ".join(c.values()))
print(max(cleaned, key=lambda c: len(c["title"]))["title"])
print(sum(c["caps"].count("_") for c in cleaned))
print("all startswith capital:", all(c["first"][0].isupper() for c in cleaned))
print(cleaned[10]["title"].swapcase().center(40, "*"))
