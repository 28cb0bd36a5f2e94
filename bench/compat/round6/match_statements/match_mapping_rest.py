requests = [
    {"method": "GET", "path": "/users", "query": {"page": "2"}},
    {"method": "GET", "path": "/users/42"},
    {"method": "POST", "path": "/users", "body": {"name": "ann"}, "headers": {"x": "1"}},
    {"method": "DELETE", "path": "/users/7", "auth": "token"},
    {"method": "DELETE", "path": "/users/7"},
    {"method": "PATCH"},
]

def route(req):
    match req:
        case {"method": "GET", "path": "/users", "query": {"page": page}}:
            return f"list users page {page}"
        case {"method": "GET", "path": path} if path.startswith("/users/"):
            return f"get user {path.rsplit('/', 1)[1]}"
        case {"method": "POST", "path": "/users", "body": body, **extra}:
            return f"create {body} extra={sorted(extra)}"
        case {"method": "DELETE", "path": p, "auth": _}:
            return f"delete {p}"
        case {"method": "DELETE"}:
            return "401 unauthorized"
        case {"method": m}:
            return f"405 {m} not allowed"

for r in requests:
    print(route(r))
