class Ticket:
    count = 0
    by_priority = {}
    PRIORITIES = ("low", "normal", "high", "urgent")

    def __init__(self, title, priority="normal"):
        if priority not in self.PRIORITIES:
            raise ValueError(f"unknown priority {priority!r}; choose from {', '.join(self.PRIORITIES)}")
        Ticket.count += 1
        self.number = Ticket.count
        self.title = title
        self.priority = priority
        Ticket.by_priority[priority] = Ticket.by_priority.get(priority, 0) + 1

    @staticmethod
    def rank(p):
        return Ticket.PRIORITIES.index(p)

    @classmethod
    def parse(cls, line):
        title, _, pr = line.partition("!")
        return cls(title.strip(), pr.strip() or "normal")

    def __lt__(self, other):
        return (-self.rank(self.priority), self.number) < (-self.rank(other.priority), other.number)

    def __repr__(self):
        return f"#{self.number} [{self.priority}] {self.title}"

context = """printer jammed ! low
VPN down ! urgent
new laptop
password reset ! high
coffee machine ! critical
disk full ! urgent"""

tickets = []
for line in context.splitlines():
    try:
        tickets.append(Ticket.parse(line))
    except ValueError as e:
        print("skip:", e)
for t in sorted(tickets):
    print(t)
print(Ticket.count, Ticket.by_priority)
print(tickets[0].count is Ticket.count, hasattr(tickets[0], "__dict__"))
