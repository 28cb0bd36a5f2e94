import re
s = "café naïve résumé ok_go 42x a\tb\nc"
print(re.findall(r"[^\W\d_]+", s), re.findall(r"[^\S\n]+", s), re.findall(r"[^\D]+", s), re.findall(r"[^\W]+", s))
print(re.sub(r"[^\w\s-]", "", "Hello, World! -x"), re.findall(r"[^\W_]+", "a_b c1"))
m = re.match(r"(?P<a>x)?(?P<b>y)", "y")
print(m.groupdict(default="-"), m.groups(default=0))
