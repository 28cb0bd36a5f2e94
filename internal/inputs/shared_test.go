package inputs

import (
	"errors"
	"strings"
	"testing"
)

func TestSharedMakesOncePerStringAndFreesAtLastRelease(t *testing.T) {
	made, freed := map[string]int{}, map[string]int{}
	sh := NewShared(func(s string) (string, error) {
		if s == "bad" {
			return "", errors.New("cannot")
		}
		made[s]++
		return "res:" + s, nil
	}, func(v string) { freed[v]++ })
	doc := strings.Repeat("d", 10)
	other := strings.Clone(doc) // same content, other bytes: its own resource
	a, relA, err := sh.Acquire([]string{doc, "x"})
	if err != nil || a[0] != "res:"+doc || a[1] != "res:x" {
		t.Fatalf("first acquire: %v %v", a, err)
	}
	_, relB, _ := sh.Acquire([]string{doc})
	_, relC, _ := sh.Acquire([]string{other})
	if made[doc] != 2 {
		t.Fatalf("made %d resources for two distinct strings of one content, want 2 (identity, not content)", made[doc])
	}
	relA()
	relA() // twice is harmless
	if freed["res:"+doc] != 0 || freed["res:x"] != 1 {
		t.Fatalf("after the first release: freed %v", freed)
	}
	relB()
	relC()
	if freed["res:"+doc] != 2 {
		t.Fatalf("freed %v, want both copies of the document freed", freed)
	}
	if _, _, err := sh.Acquire([]string{"y", "bad"}); err == nil {
		t.Fatal("a failing make did not fail Acquire")
	}
	if freed["res:y"] != 1 {
		t.Fatalf("a failed Acquire kept what it had made: %v", freed)
	}
}
