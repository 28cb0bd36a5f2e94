idx = context.find("refund")
print(idx)
snippet = context[max(0, idx - 30): idx + 30]
print(repr(snippet))
