package stats

import (
	"errors"
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
