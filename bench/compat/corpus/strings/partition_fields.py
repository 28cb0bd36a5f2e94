line = context.splitlines()[3]
head, sep, rest = line.partition(" ")
print(head, repr(sep), rest[:30])
print("a=b=c".rpartition("="))
print("nothing".partition(":"))
