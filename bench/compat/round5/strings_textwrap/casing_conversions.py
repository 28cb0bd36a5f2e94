import re
def snake_to_camel(s):
    head, *rest = s.split("_")
    return head + "".join(p.title() for p in rest)
def camel_to_snake(s):
    s = re.sub(r"(.)([A-Z][a-z]+)", r"\1_\2", s)
    return re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", s).lower()
def kebab(s):
    return camel_to_snake(s).replace("_", "-")
for name in ["user_id", "http_response_code", "x", "already"]:
    print(f"{name:<20}{snake_to_camel(name)}")
for name in ["userId", "HTTPResponseCode", "getHTTP2Url", "simple", "ABC"]:
    print(f"{name:<20}{camel_to_snake(name):<22}{kebab(name)}")
print("hello world".title(), "HELLO WORLD".lower().title(), " ".join(w.capitalize() for w in "it's a dog's life".split()))
