print("Straße".lower(), "ABC".casefold())
print("Apple".lower() < "banana".lower())
