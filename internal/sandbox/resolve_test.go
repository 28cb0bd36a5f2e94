package sandbox

import (
	"errors"
	"testing"
)

func TestResolve(t *testing.T) {
	if rep, err := Resolve(SettingOff); err != nil || rep.Enforced() || rep.Reason != "turned off" {
		t.Errorf("off: %+v, %v", rep, err)
	}
	if _, err := Resolve("sometimes"); !errors.Is(err, ErrBadSetting) {
		t.Errorf("unknown setting: %v, want ErrBadSetting", err)
	}
	probe := Probe()
	for _, s := range []string{"", SettingAuto} {
		if rep, err := Resolve(s); err != nil || rep != probe {
			t.Errorf("%q: %+v, %v; want the probe's report %+v", s, rep, err, probe)
		}
	}
	rep, err := Resolve(SettingOn)
	if probe.Enforced() != (err == nil) || (err != nil && (!errors.Is(err, ErrUnavailable) || rep.Reason == "")) {
		t.Errorf("on: %+v, %v (probe enforced: %v)", rep, err, probe.Enforced())
	}
}
