import re

titles = ["Hello, World!", "  RLM: Recursive Language Models  ", "Ça va? Très bien", "snake_case_name", "HTTPServerError", "already-a-slug"]

def slugify(s):
    s = s.strip().lower()
    s = re.sub(r"[^\w\s-]", "", s)
    return re.sub(r"[\s_-]+", "-", s).strip("-")

def camel_to_snake(s):
    s = re.sub(r"(.)([A-Z][a-z]+)", r"\1_\2", s)
    return re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", s).lower()

def snake_to_camel(s):
    head, *rest = s.split("_")
    return head + "".join(w.title() for w in rest)

for t in titles:
    print(f"{t!r:<38} slug={slugify(t)!r}")
print(camel_to_snake("HTTPServerError"), camel_to_snake("parseJSONResponse"), snake_to_camel("snake_case_name"))
print("hello world".title(), "they're bill's".title(), "hELLO".swapcase(), "ǅ".lower(), "ß".upper(), "straße".casefold())
print("Hello".center(11, "*"), "42".zfill(5), "-42".zfill(5), "abc".ljust(6, ".") + "|", "x".rjust(3))
