class Card:
    RANKS = "23456789TJQKA"
    def __init__(self, text):
        self.rank, self.suit = text[0], text[1]
    def __eq__(self, other):
        if not isinstance(other, Card):
            return NotImplemented
        return self.rank == other.rank and self.suit == other.suit
    def __lt__(self, other):
        return (self.RANKS.index(self.rank), self.suit) < (self.RANKS.index(other.rank), other.suit)
    def __hash__(self):
        return hash((self.rank, self.suit))
    def __repr__(self):
        return self.rank + self.suit

hand = [Card(c) for c in "AS TD 2C KH TD 9S AS".split()]
print(sorted(hand))
print(len(set(hand)), sorted(set(hand)))
print(Card("AS") == Card("AS"), Card("AS") == "AS", Card("2C") < Card("3C"))
print(max(hand), min(hand))
try:
    Card("2C") <= Card("3C")
except TypeError as e:
    print("TypeError:", e)
counts = {}
for c in hand:
    counts[c] = counts.get(c, 0) + 1
print({repr(k): v for k, v in counts.items() if v > 1})
