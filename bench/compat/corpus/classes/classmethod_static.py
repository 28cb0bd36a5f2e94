class Parser:
    count = 0
    @classmethod
    def make(cls, s):
        cls.count += 1
        return cls()
    @staticmethod
    def norm(s):
        return s.strip().lower()
Parser.make("x")
Parser.make("y")
print(Parser.count, Parser.norm("  HeLLo "))
