class Handler:
    def on_spam(self, rec): return "drop " + rec
    def on_ham(self, rec): return "keep " + rec
    def default(self, rec): return "review " + rec
    def handle(self, label, rec):
        return getattr(self, f"on_{label}", self.default)(rec)

h = Handler()
for lab in ["spam", "ham", "promo"]:
    print(h.handle(lab, "r1"))
print(callable(getattr(h, "on_spam")), getattr(h, "nope", None))
setattr(h, "extra", 5)
print(h.extra, vars(h), sorted(k for k in dir(h) if k.startswith("on_")))
