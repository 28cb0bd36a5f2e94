def http_class(status):
    match status:
        case 200 | 201 | 204:
            return "success"
        case 301 | 302 | 307 | 308:
            return "redirect"
        case 400:
            return "bad request"
        case 401 | 403:
            return "auth"
        case 404:
            return "not found"
        case int(n) if 500 <= n < 600:
            return "server error"
        case int():
            return "other"
        case _:
            return "not a status"

for s in [200, 204, 302, 401, 404, 418, 503, 600, "200", None, True]:
    print(f"{s!r:>6} -> {http_class(s)}")

def truthy(v):
    match v:
        case True:
            return "literal True"
        case 1:
            return "one"
        case 0.0:
            return "zero-ish"
        case "":
            return "empty string"
    return "something else"
print([truthy(v) for v in (True, 1, 1.0, 0, False, "", "x")])
