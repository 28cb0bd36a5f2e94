def http_status(code):
    match code:
        case 200 | 201 | 204:
            return "success"
        case 301 | 302:
            return "redirect"
        case 404:
            return "not found"
        case int(c) if 400 <= c < 500:
            return "client error"
        case int(c) if 500 <= c < 600:
            return "server error"
        case None:
            return "no response"
        case True | False:
            return "boolean?!"
        case _:
            return "unknown"
for c in [200, 204, 302, 404, 418, 503, 99, None, True, "200"]:
    print(f"{c!r:>6}: {http_status(c)}")
def sign(n):
    match n:
        case 0:
            return "zero"
        case n if n > 0:
            return "positive"
        case _:
            return "negative"
print([sign(v) for v in (-3, 0, 0.0, 5)])
