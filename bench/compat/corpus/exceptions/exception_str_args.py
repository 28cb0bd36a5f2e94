e = ValueError("a", 2)
print(e.args, str(ValueError("msg")), repr(ValueError("msg")))
print(str(Exception()), Exception("x").args)
