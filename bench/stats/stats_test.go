package stats

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"testing"

	"gonum.org/v1/gonum/stat/distuv"
)

// num reads the vectors' numbers, where NaN and infinities are strings.
type num float64

func (n *num) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err == nil {
		switch s {
		case "nan":
			*n = num(math.NaN())
		case "inf":
			*n = num(math.Inf(1))
		case "-inf":
			*n = num(math.Inf(-1))
		default:
			return fmt.Errorf("unknown number %q", s)
		}
		return nil
	}
	var f float64
	if err := json.Unmarshal(b, &f); err != nil {
		return err
	}
	*n = num(f)
	return nil
}

type vectors struct {
	SciPy       string `json:"scipy"`
	Statsmodels string `json:"statsmodels"`
	Datasets    []struct {
		Name     string    `json:"name"`
		A        []float64 `json:"a"`
		B        []float64 `json:"b"`
		Clusters []string  `json:"clusters"`
		PairedT  struct {
			N        int `json:"n"`
			MeanDiff num `json:"mean_diff"`
			SD       num `json:"sd"`
			SE       num `json:"se"`
			DF       num `json:"df"`
			T        num `json:"t"`
			P        num `json:"p"`
			Lo       num `json:"ci_low"`
			Hi       num `json:"ci_high"`
		} `json:"paired_t"`
		MeanCIB struct {
			Mean, SD, SE, Low, High num
		} `json:"mean_ci_b"`
		Wilcoxon struct {
			P         num    `json:"p"`
			Method    string `json:"method"`
			Statistic num    `json:"statistic"`
		} `json:"wilcoxon"`
		Cluster struct {
			G  int `json:"g"`
			SE num `json:"se"`
			DF num `json:"df"`
			Lo num `json:"ci_low"`
			Hi num `json:"ci_high"`
			P  num `json:"p"`
		} `json:"cluster"`
		McNemar *struct {
			AOnly     int `json:"a_only"`
			BOnly     int `json:"b_only"`
			Statistic num `json:"statistic"`
			P         num `json:"p"`
		} `json:"mcnemar"`
		WilsonB *struct {
			Low, High num
		} `json:"wilson_b"`
	} `json:"datasets"`
	Wilson []struct {
		K, N      int
		Low, High num
	} `json:"wilson"`
	Power []struct {
		N      float64 `json:"n"`
		SD     float64 `json:"sd"`
		Effect float64 `json:"effect"`
		Power  num     `json:"power"`
		NFor80 num     `json:"n_for_80"`
	} `json:"power"`
	NCT []struct {
		X, DF, NCP float64
		CDF        num
	} `json:"nct_cdf"`
	Binom []struct {
		AOnly     int `json:"a_only"`
		BOnly     int `json:"b_only"`
		Statistic num `json:"statistic"`
		P         num `json:"p"`
	} `json:"binom_two_sided"`
}

func loadVectors(t *testing.T) vectors {
	t.Helper()
	raw, err := os.ReadFile("testdata/vectors.json")
	if err != nil {
		t.Fatalf("read vectors (regenerate with /usr/bin/python3 testdata/gen_vectors.py): %v", err)
	}
	var v vectors
	if err := json.Unmarshal(raw, &v); err != nil {
		t.Fatal(err)
	}
	if len(v.Datasets) < 12 {
		t.Fatalf("only %d data sets in vectors.json", len(v.Datasets))
	}
	return v
}

const tol = 1e-6

// close reports agreement to 1e-6, relative for large magnitudes; NaN
// matches NaN and infinities match themselves.
func close(got float64, want num) bool {
	w := float64(want)
	if math.IsNaN(w) || math.IsNaN(got) {
		return math.IsNaN(w) && math.IsNaN(got)
	}
	if math.IsInf(w, 0) || math.IsInf(got, 0) {
		return got == w
	}
	return math.Abs(got-w) <= tol*math.Max(1, math.Abs(w))
}

func check(t *testing.T, what string, got float64, want num) {
	t.Helper()
	if !close(got, want) {
		t.Errorf("%s = %.12g, reference %.12g", what, got, float64(want))
	}
}

func TestVectors(t *testing.T) {
	v := loadVectors(t)
	t.Logf("reference: SciPy %s, statsmodels %s", v.SciPy, v.Statsmodels)
	for _, ds := range v.Datasets {
		t.Run(ds.Name, func(t *testing.T) {
			pt, err := PairedT(ds.A, ds.B)
			if err != nil {
				t.Fatal(err)
			}
			w := ds.PairedT
			if pt.N != w.N {
				t.Errorf("n = %d, want %d", pt.N, w.N)
			}
			check(t, "paired mean", pt.Mean, w.MeanDiff)
			check(t, "paired sd", pt.SD, w.SD)
			check(t, "paired se", pt.SE, w.SE)
			check(t, "paired df", pt.DF, w.DF)
			check(t, "paired t", pt.T, w.T)
			check(t, "paired p", pt.P, w.P)
			check(t, "paired ci low", pt.CILow, w.Lo)
			check(t, "paired ci high", pt.CIHigh, w.Hi)

			mc := MeanCI(ds.B)
			check(t, "mean b", mc.Mean, ds.MeanCIB.Mean)
			check(t, "sd b", mc.SD, ds.MeanCIB.SD)
			check(t, "se b", mc.SE, ds.MeanCIB.SE)
			check(t, "mean b low", mc.Low, ds.MeanCIB.Low)
			check(t, "mean b high", mc.High, ds.MeanCIB.High)

			wr, err := WilcoxonSignedRank(ds.A, ds.B)
			if err != nil {
				t.Fatal(err)
			}
			if wr.Method != ds.Wilcoxon.Method {
				t.Errorf("wilcoxon method %q, reference rule chose %q", wr.Method, ds.Wilcoxon.Method)
			}
			check(t, "wilcoxon p", wr.P, ds.Wilcoxon.P)
			check(t, "wilcoxon statistic", wr.Statistic, ds.Wilcoxon.Statistic)

			cr, err := ClusterSE(ds.A, ds.B, ds.Clusters)
			if err != nil {
				t.Fatal(err)
			}
			if cr.Clusters != ds.Cluster.G {
				t.Errorf("clusters = %d, want %d", cr.Clusters, ds.Cluster.G)
			}
			// statsmodels' SE of an exactly zero spread is rounding noise
			// (~1e-17), which the absolute tolerance absorbs.
			check(t, "cluster se", cr.SE, ds.Cluster.SE)
			check(t, "cluster df", cr.DF, ds.Cluster.DF)
			if cr.SE > 1e-12 {
				check(t, "cluster ci low", cr.CILow, ds.Cluster.Lo)
				check(t, "cluster ci high", cr.CIHigh, ds.Cluster.Hi)
				check(t, "cluster p", cr.P, ds.Cluster.P)
			}

			if ds.McNemar != nil {
				mr, err := McNemarExact(ds.A, ds.B)
				if err != nil {
					t.Fatal(err)
				}
				if mr.AOnly != ds.McNemar.AOnly || mr.BOnly != ds.McNemar.BOnly {
					t.Errorf("discordant %d/%d, want %d/%d", mr.AOnly, mr.BOnly, ds.McNemar.AOnly, ds.McNemar.BOnly)
				}
				check(t, "mcnemar statistic", mr.Statistic, ds.McNemar.Statistic)
				check(t, "mcnemar p", mr.P, ds.McNemar.P)
			} else if IsBinary(ds.A) && IsBinary(ds.B) {
				t.Error("binary data set has no McNemar reference")
			}
			if ds.WilsonB != nil {
				k := 0
				for _, x := range ds.B {
					k += int(x)
				}
				iv := Wilson(k, len(ds.B))
				check(t, "wilson low", iv.Low, ds.WilsonB.Low)
				check(t, "wilson high", iv.High, ds.WilsonB.High)
			}
		})
	}
	for _, c := range v.Wilson {
		iv := Wilson(c.K, c.N)
		check(t, fmt.Sprintf("wilson(%d,%d) low", c.K, c.N), iv.Low, c.Low)
		check(t, fmt.Sprintf("wilson(%d,%d) high", c.K, c.N), iv.High, c.High)
	}
	for _, c := range v.Power {
		check(t, fmt.Sprintf("power(n=%g sd=%g d=%g)", c.N, c.SD, c.Effect), PairedTPower(c.N, c.SD, c.Effect, 0.05), c.Power)
		check(t, fmt.Sprintf("n for 80%%(sd=%g d=%g)", c.SD, c.Effect), SampleSizeForPower(c.SD, c.Effect, 0.05, 0.8), c.NFor80)
	}
	for _, c := range v.NCT {
		got := distuv.NoncentralT{Nu: c.DF, Mu: c.NCP}.CDF(c.X)
		check(t, fmt.Sprintf("nct.cdf(%g, %g, %g)", c.X, c.DF, c.NCP), got, c.CDF)
	}
	for _, c := range v.Binom {
		a := make([]float64, 0, c.AOnly+c.BOnly)
		b := make([]float64, 0, c.AOnly+c.BOnly)
		for range c.AOnly {
			a, b = append(a, 1), append(b, 0)
		}
		for range c.BOnly {
			a, b = append(a, 0), append(b, 1)
		}
		if len(a) == 0 {
			a, b = []float64{1}, []float64{1}
		}
		mr, err := McNemarExact(a, b)
		if err != nil {
			t.Fatal(err)
		}
		check(t, fmt.Sprintf("mcnemar(%d,%d) p", c.AOnly, c.BOnly), mr.P, c.P)
	}
}
