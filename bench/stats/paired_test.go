package stats

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

func TestBootstrapDeterministicAndSane(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	a := make([]float64, 80)
	b := make([]float64, 80)
	for i := range a {
		a[i] = rng.NormFloat64()*0.2 + 0.5
		b[i] = a[i] + 0.1 + rng.NormFloat64()*0.15
	}
	r1, err := BootstrapPairedMean(a, b, 4000, 42)
	if err != nil {
		t.Fatal(err)
	}
	r2, _ := BootstrapPairedMean(a, b, 4000, 42)
	if r1 != r2 {
		t.Fatalf("same seed gave %+v and %+v", r1, r2)
	}
	r3, _ := BootstrapPairedMean(a, b, 4000, 43)
	if r3.Interval == r1.Interval {
		t.Errorf("a different seed gave the identical interval %+v", r3.Interval)
	}
	// With 80 roughly normal differences the percentile interval should sit
	// close to the t interval (within a few hundredths here).
	tt, _ := PairedT(a, b)
	if math.Abs(r1.Interval.Low-tt.CILow) > 0.02 || math.Abs(r1.Interval.High-tt.CIHigh) > 0.02 {
		t.Errorf("bootstrap %+v far from t interval [%g, %g]", r1.Interval, tt.CILow, tt.CIHigh)
	}
	if !(r1.Interval.Low < r1.Mean && r1.Mean < r1.Interval.High) {
		t.Errorf("mean %g outside its interval %+v", r1.Mean, r1.Interval)
	}
	if r0, _ := BootstrapPairedMean(a, b, 0, 1); r0.Resamples != DefaultResamples {
		t.Errorf("default resamples = %d", r0.Resamples)
	}
}

func TestMisuseErrors(t *testing.T) {
	if _, err := PairedT([]float64{1}, []float64{1, 2}); err == nil {
		t.Error("length mismatch accepted")
	}
	if _, err := PairedT(nil, nil); !errors.Is(err, ErrEmpty) {
		t.Errorf("empty input: %v", err)
	}
	if _, err := McNemarExact([]float64{0.5}, []float64{1}); err == nil {
		t.Error("non-binary McNemar accepted")
	}
	if _, err := ClusterMean([]float64{1, 2}, []string{"a"}); err == nil {
		t.Error("cluster label mismatch accepted")
	}
}

func TestPowerEdges(t *testing.T) {
	if p := PairedTPower(10, 0.3, 0, 0.05); math.Abs(p-0.05) > 1e-9 {
		t.Errorf("power at zero effect = %g, want alpha", p)
	}
	if n := SampleSizeForPower(0.3, 0, 0.05, 0.8); !math.IsInf(n, 1) {
		t.Errorf("n for zero effect = %g, want +Inf", n)
	}
	if p := PairedTPower(1, 0.3, 0.1, 0.05); !math.IsNaN(p) {
		t.Errorf("power with one pair = %g, want NaN", p)
	}
}

// Resampling clusters: the interval is seeded, contains the mean, and is
// wider than the pair bootstrap when the pairs of a cluster move together.
func TestBootstrapClusteredMean(t *testing.T) {
	var a, b []float64
	var cl []string
	for g := range 6 {
		shift := float64(g%3) - 1 // whole clusters gain -1, 0 or +1, plus a small spread
		for i := range 10 {
			a = append(a, 0)
			b = append(b, shift+0.2+0.01*float64(i))
			cl = append(cl, fmt.Sprintf("doc%d", g))
		}
	}
	r1, err := BootstrapClusteredMean(a, b, cl, 2000, 4)
	if err != nil {
		t.Fatal(err)
	}
	r2, _ := BootstrapClusteredMean(a, b, cl, 2000, 4)
	if r1 != r2 {
		t.Error("same seed, different interval")
	}
	pairs, _ := BootstrapPairedMean(a, b, 2000, 4)
	if !(r1.Interval.Low <= r1.Mean && r1.Mean <= r1.Interval.High) {
		t.Errorf("interval %+v does not contain the mean %g", r1.Interval, r1.Mean)
	}
	if w, wp := r1.Interval.High-r1.Interval.Low, pairs.Interval.High-pairs.Interval.Low; w < 2*wp {
		t.Errorf("cluster interval width %g not clearly wider than the pair interval %g", w, wp)
	}
	one, _ := BootstrapClusteredMean(a[:3], b[:3], cl[:3], 100, 1)
	if !math.IsNaN(one.Interval.Low) {
		t.Errorf("one cluster gave an interval %+v", one.Interval)
	}
	if _, err := BootstrapClusteredMean(a, b, cl[:2], 10, 1); err == nil {
		t.Error("mismatched labels accepted")
	}
}
