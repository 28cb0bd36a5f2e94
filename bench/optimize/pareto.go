package optimize

import (
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/rlm-go/rlm/bench"
)

const eps = 1e-9

// Front is the Pareto front over validation tasks: the candidates that are
// best (ties included) on at least one task and that no other candidate
// dominates. Wins counts the tasks each member is best on.
type Front struct {
	Members []string       `json:"members"` // in candidate order
	Wins    map[string]int `json:"wins"`
}

// ParetoFront computes the front of cands over tasks.
func ParetoFront(cands []Candidate, tasks []string) Front {
	wins := map[string]int{}
	for _, id := range tasks {
		best := math.Inf(-1)
		for _, c := range cands {
			best = math.Max(best, c.Scores[id])
		}
		for _, c := range cands {
			if c.Scores[id] >= best-eps {
				wins[c.Hash]++
			}
		}
	}
	f := Front{Wins: map[string]int{}}
	for i, c := range cands {
		if wins[c.Hash] == 0 || dominated(i, cands, tasks) {
			continue
		}
		f.Members = append(f.Members, c.Hash)
		f.Wins[c.Hash] = wins[c.Hash]
	}
	return f
}

// dominated reports whether another candidate is at least as good as
// cands[i] on every task and better on one. Of identical score vectors the
// earliest stays.
func dominated(i int, cands []Candidate, tasks []string) bool {
	for j, o := range cands {
		if j == i {
			continue
		}
		ge, gt := true, false
		for _, id := range tasks {
			a, b := cands[i].Scores[id], o.Scores[id]
			if b < a-eps {
				ge = false
				break
			}
			if b > a+eps {
				gt = true
			}
		}
		if ge && (gt || j < i) {
			return true
		}
	}
	return false
}

// Sample picks a member with probability proportional to its wins.
func (f Front) Sample(rng *rand.Rand) string {
	total := 0
	for _, h := range f.Members {
		total += f.Wins[h]
	}
	if total == 0 {
		return ""
	}
	k := rng.IntN(total)
	for _, h := range f.Members {
		k -= f.Wins[h]
		if k < 0 {
			return h
		}
	}
	return f.Members[len(f.Members)-1]
}

// split shuffles the pool with the seed and cuts it into train, validation
// and test. Every split gets at least one task.
func split(tasks []bench.Task, seed int64, trainFrac, valFrac float64) (Splits, error) {
	n := len(tasks)
	nTrain := int(math.Round(float64(n) * trainFrac))
	nVal := int(math.Round(float64(n) * valFrac))
	nTest := n - nTrain - nVal
	if nTrain < 1 || nVal < 1 || nTest < 1 {
		return Splits{}, fmt.Errorf("a pool of %d tasks splits into %d train, %d validation and %d test tasks; "+
			"each split needs at least one (use a larger pool or change the fractions)", n, nTrain, nVal, nTest)
	}
	ids := make([]string, n)
	for i, t := range tasks {
		ids[i] = t.TaskID
	}
	rng := rand.New(rand.NewPCG(uint64(seed), 0x5711))
	rng.Shuffle(n, func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
	return Splits{Train: ids[:nTrain], Validation: ids[nTrain : nTrain+nVal], Test: ids[nTrain+nVal:]}, nil
}

// cycleRNG is the random source of one cycle, derived from the seed and the
// cycle number alone so a resumed search repeats the same choices.
func cycleRNG(seed int64, cycle int) *rand.Rand {
	return rand.New(rand.NewPCG(uint64(seed), uint64(cycle)<<1|1))
}

// minibatch draws k distinct training task IDs.
func minibatch(rng *rand.Rand, train []string, k int) []string {
	idx := rng.Perm(len(train))[:k]
	out := make([]string, k)
	for i, j := range idx {
		out[i] = train[j]
	}
	return out
}

func defaultMinibatch(nTrain int) int {
	k := nTrain / 5
	k = max(3, min(8, k))
	return min(k, nTrain)
}
