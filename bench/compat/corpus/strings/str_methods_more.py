s = "  Hello, World!  "
print(s.strip().lower().split(", "))
print("abc".upper().center(9, "-"))
print("a-b-c".split("-", maxsplit=1))
print("Mississippi".replace("ss", "SS", 1), "x".join("abc"))
print("hello world".count("o"), "hello"[1:-1], "hello".find("l", 3))
