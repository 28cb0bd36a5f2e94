class HTTPError(Exception):
    def __init__(self, status, message):
        super().__init__(message)
        self.status = status
try:
    raise HTTPError(404, 'not found')
except Exception as e:
    print(e.status, e, e.args, repr(e))
