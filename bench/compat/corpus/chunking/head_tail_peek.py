print(context[:120])
print("...")
print(context[-80:])
print(len(context))
