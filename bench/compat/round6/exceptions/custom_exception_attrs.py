class HTTPError(Exception):
    def __init__(self, status, url, body=""):
        self.status = status
        self.url = url
        self.body = body
        super().__init__(status, url)

    def __str__(self):
        return f"HTTP {self.status} for {self.url}"

    @property
    def retryable(self):
        return self.status >= 500 or self.status == 429

class NotFound(HTTPError):
    def __init__(self, url):
        super().__init__(404, url, "not found")

responses = [("/a", 200), ("/b", 503), ("/c", 404), ("/d", 429), ("/e", 400)]
for url, status in responses:
    try:
        if status == 404:
            raise NotFound(url)
        if status >= 400:
            raise HTTPError(status, url)
        print(url, "ok")
    except HTTPError as e:
        print(f"{e} | args={e.args} retry={e.retryable} type={type(e).__name__}")
err = NotFound("/x")
print(repr(err), err.body, isinstance(err, HTTPError))
