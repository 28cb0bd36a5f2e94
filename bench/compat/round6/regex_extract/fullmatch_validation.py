import re

validators = {
    "zip": r"\d{5}(-\d{4})?",
    "hex_color": r"#(?:[0-9a-fA-F]{3}){1,2}",
    "iso_date": r"\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])",
    "slug": r"[a-z0-9]+(?:-[a-z0-9]+)*",
    "ipv4": r"((25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(25[0-5]|2[0-4]\d|1?\d?\d)",
}
samples = {
    "zip": ["12345", "12345-6789", "1234", "12345-67"],
    "hex_color": ["#fff", "#A0b1C2", "#abcd", "fff"],
    "iso_date": ["2024-02-30", "2024-13-01", "1999-12-31", "2024-1-05"],
    "slug": ["hello-world", "Hello", "a--b", "x1-y2-z3"],
    "ipv4": ["192.168.0.1", "256.1.1.1", "10.0.0", "0.0.0.0"],
}
for kind, pat in validators.items():
    rx = re.compile(pat)
    res = [(s, bool(rx.fullmatch(s))) for s in samples[kind]]
    print(f"{kind:<10}", " ".join(f"{s}={'Y' if ok else 'n'}" for s, ok in res))
print(re.match(r"\d+", "123abc").group(), re.fullmatch(r"\d+", "123abc"), re.search(r"\d+$", "abc123").span())
