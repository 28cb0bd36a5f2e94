chars = ["5", "٣", "²", "½", "Ⅻ", "①", "a", "É", "ß", "中", " ", "\t", "\u00a0", "_", "ǅ", "-", "\u2028"]
print(f"{'ch':<6}{'dig':>5}{'dec':>5}{'num':>5}{'alp':>5}{'aln':>5}{'spc':>5}{'up':>5}{'low':>5}{'ttl':>5}{'prt':>5}")
for c in chars:
    flags = [c.isdigit(), c.isdecimal(), c.isnumeric(), c.isalpha(), c.isalnum(),
             c.isspace(), c.isupper(), c.islower(), c.istitle(), c.isprintable()]
    print(f"{c!r:<6}" + "".join(f"{'Y' if f else '.':>5}" for f in flags))
print("abc".isascii(), "abç".isascii(), "".isascii(), "".isdigit())
print("café_1".isidentifier(), "1abc".isidentifier(), "变量".isidentifier(), "class".isidentifier())
print("Hello World".istitle(), "Hello world".istitle(), "ΑΒΓ".isupper(), "123ABC".isupper())
print(int("٣٤"), int("１２"), float("٣.٥"))
try:
    int("½")
except ValueError as e:
    print("ValueError", e)
