class HttpError(Exception):
    def __init__(self, code, msg):
        super().__init__(f"{code}: {msg}")
        self.code = code
try:
    raise HttpError(404, "not found")
except HttpError as e:
    print(e.code, str(e), e.args)
