s = "the Quick brown FOX"
print(s.title(), s.capitalize(), s.upper(), s.lower(), s.swapcase())
print("hello world".title())
