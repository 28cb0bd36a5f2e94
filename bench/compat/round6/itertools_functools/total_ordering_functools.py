from functools import total_ordering

@total_ordering
class Card:
    RANKS = "23456789TJQKA"
    SUITS = "cdhs"

    def __init__(self, text):
        self.rank, self.suit = text[0], text[1]

    def key(self):
        return (self.RANKS.index(self.rank), self.SUITS.index(self.suit))

    def __eq__(self, other):
        return self.key() == other.key()

    def __lt__(self, other):
        return self.key() < other.key()

    def __repr__(self):
        return self.rank + self.suit

hand = [Card(c) for c in "Kh 2c Ts As 2d 9h Kc".split()]
print(sorted(hand), max(hand), min(hand))
print(Card("Ah") > Card("Kh"), Card("2s") >= Card("2s"), Card("3c") <= Card("2d"))
print(sorted(hand, reverse=True)[:3])
