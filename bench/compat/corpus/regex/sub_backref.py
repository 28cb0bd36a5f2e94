import re
print(re.sub(r"(\w+)@(\w+)\.com", r"\2 at \1", "mail bob@example.com now"))
print(re.sub(r"\s+", " ", "a   b \n c"))
print(re.sub(r"(?P<k>\w+)=(?P<v>\w+)", r"\g<v>:\g<k>", "a=1 b=2"))
