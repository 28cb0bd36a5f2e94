class Report:
    computed = 0

    def __init__(self, text):
        self.text = text

    @property
    def words(self):
        if "_words" not in self.__dict__:
            Report.computed += 1
            self.__dict__["_words"] = self.text.split()
        return self.__dict__["_words"]

    @property
    def title(self):
        return self._title if hasattr(self, "_title") else self.words[0].upper()

    @title.setter
    def title(self, value):
        if not value.strip():
            raise ValueError("title must not be blank")
        self._title = value.strip()

    @title.deleter
    def title(self):
        del self._title

r = Report("quarterly revenue grew in all regions except west")
print(len(r.words), len(r.words), Report.computed)
print(r.title)
r.title = "  Q3 Summary "
print(repr(r.title))
try:
    r.title = "   "
except ValueError as e:
    print("rejected:", e)
del r.title
print(r.title)
print(sorted(k for k in vars(r)))
print(type(Report.title).__name__, Report.title.fget.__name__)
